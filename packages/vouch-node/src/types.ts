import type { operations } from './generated/business-api.js';

/**
 * The business API's shapes, by name, from the types openapi-typescript generated out of Vouch's
 * OpenAPI document (the document's schemas are inline, so each is read from its operation).
 */
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Ok<Op extends keyof operations> = Json<
  operations[Op]['responses'] extends { 200: infer R } ? R : never
>;
type Body<Op extends keyof operations> = operations[Op] extends {
  requestBody?: infer B;
}
  ? Json<NonNullable<B>>
  : never;
type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export type LookupRequest = Body<'lookup'>;
export type LookupResult = Ok<'lookup'>;

export type VerificationSession = Ok<'getVerificationSession'>;
export type VerificationSessionStatus = VerificationSession['status'];
export type CreateVerificationSession = Body<'createVerificationSession'>;
export type ListVerificationSessions = Query<'listVerificationSessions'>;
export type SimulatedOutcome = Body<'simulateVerificationSession'>['outcome'];

export type WebhookEndpoint = Ok<'getWebhookEndpoint'>;
export type CreateWebhookEndpoint = Body<'createWebhookEndpoint'>;
export type CreatedWebhookEndpoint = Ok<'createWebhookEndpoint'>;
export type RotateWebhookSecret = Body<'rotateWebhookSecret'>;

export type VouchEvent = Ok<'listEvents'>['data'][number];
export type VouchEventType = VouchEvent['type'];
export type ListEvents = Query<'listEvents'>;

/** A member's consent grant, and where they stand now (issue 50). */
export type Grant = Ok<'listGrants'>['data'][number];
export type ListGrants = Query<'listGrants'>;

export type PresentationRequest = Body<'verifyCredentialPresentation'>;
export type PresentationResult = Ok<'verifyCredentialPresentation'>;

/** One page of any list (every list answers this envelope). */
export interface Page<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/** A problem as the API answers it (RFC 9457), with its stable `code`. */
export interface ProblemDetails {
  type: string;
  code: string;
  title: string;
  status: number;
  detail: string;
  request_id?: string;
  errors?: Record<string, string>;
}
