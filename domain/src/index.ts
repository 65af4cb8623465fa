export * from './dates';
export * from './plans';
export * from './recurrence';
export * from './schemas';
export * from './api';
