export * from './contacts';
export * from './auth';
export * from './formations';
export * from './content';
export * from './enrolments';
export * from './activity';
export * from './notifications';
export * from './leads';
