// Allowed: shared-ui's own files.
import { tone } from './tone';

export const Badge = (text: string) => `${tone}: ${text}`;
