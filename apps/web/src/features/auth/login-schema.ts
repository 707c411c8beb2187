import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@vouch/contracts';

/** Loaded by login-resolver.ts once the login screen is up: zod and the login schemas. */
export const loginSchemaResolver = zodResolver(loginFormSchema);
