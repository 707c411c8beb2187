import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@vouch/contracts';

/**
 * Loaded by register-resolver.ts once the registration screen is up: zod, the registration
 * schemas and libphonenumber's metadata for the phone numbers.
 */
export const registerSchemaResolver = zodResolver(registerFormSchema);
