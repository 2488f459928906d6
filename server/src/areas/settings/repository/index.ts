export * from './token';
export * from './account';
export * from './reminder-settings';
export * from './expiry-reminders';
