export function sharedDir(): string;
export function facesDir(): string;
