export * from './user-credentials';
export * from './documents';
export * from './update-requests';
export * from './issuers';
export * from './assessments';
export * from './parse-jobs';
export * from './bulk-uploads';
