export * from './contacts';
export * from './auth';
