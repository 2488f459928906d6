// Refused: shared-ui knows nothing of the API, by path or by name.
import { ApiError } from '../../../shared-api/src';
import type { ApiError as NamedApiError } from 'shared-api';

export const isApiError = (error: unknown): error is NamedApiError => error instanceof ApiError;
