/** The public page where a worker updates a credential an admin asked about. */
export const updateRequestUrl = (token: string) => `/user-credential-requests/${token}`;
