export * from './texts';
export * from './constants';
export * from './socket-events';
export * from './schemas/common';
export * from './schemas/auth';
export * from './rules/contact-types';
export * from './schemas/formations';
