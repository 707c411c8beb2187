import { z } from 'zod';

/**
 * A business proves its website's domain (issue 49, item 3): members see the website beside the
 * verified name only once the organisation showed it controls it, by a DNS TXT record or a file
 * under /.well-known/ holding the code Vouch gave it. A new website needs a new proof.
 */
export const DOMAIN_TXT_LABEL = '_vouch';
export const DOMAIN_TXT_PREFIX = 'vouch-domain-verification=';
export const DOMAIN_FILE_PATH = '/.well-known/vouch-domain-verification.txt';

export const domainProofMethods = ['dns', 'file'] as const;
export type DomainProofMethod = (typeof domainProofMethods)[number];

export const domainProofMessages = {
  notFound: (host: string) =>
    `Neither a TXT record at ${DOMAIN_TXT_LABEL}.${host} nor the file at https://${host}${DOMAIN_FILE_PATH} holds the code yet. A new DNS record can take up to an hour to be seen; try again then.`,
  proven: (host: string) => `${host} is proven: members now see your website.`,
} as const;

export const domainProofSchema = z.object({
  host: z.string().describe('The website’s host name'),
  proven: z.boolean().describe('Whether members see the website (the proof is of this host)'),
  proven_at: z.string().nullable(),
  method: z.enum(domainProofMethods).nullable(),
  dns: z.object({
    name: z.string().describe('Where the TXT record goes'),
    value: z.string().describe('The TXT record’s value'),
  }),
  file: z.object({
    url: z.string().describe('Where the file is served'),
    content: z.string().describe('The file’s whole content'),
  }),
});
export type DomainProof = z.output<typeof domainProofSchema>;
