export * from './types';
export * from './workers-types';
export * from './constants';
export * from './client';
export * from './endpoints/auth';
export * from './endpoints/dashboard';
