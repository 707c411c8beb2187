export function countOperators(
  bytes: Uint8Array,
  limit?: number,
): { operators: number; draws: Map<string, number> };
