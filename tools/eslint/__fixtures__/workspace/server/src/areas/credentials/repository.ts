export const credentialName = (id: number) => `credential ${id}`;
