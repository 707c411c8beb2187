export const MAX_JSON_DEPTH: number;
export function nestsDeeperThan(bytes: Uint8Array, limit?: number): boolean;
