export * from './auth/schemas';
export * from './config/schemas';
export * from './constants';
export * from './envelope';
export * from './feature-flags/schemas';
export * from './flags';
export * from './permissions';
export * from './roles';
