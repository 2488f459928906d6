export * from './types';
export * from './client';
export * from './endpoints/auth';
export * from './endpoints/dashboard';
