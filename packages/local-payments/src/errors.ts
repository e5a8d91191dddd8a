/** An error answered in Stripe's shape, so stripe-node throws its matching typed error. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, extra: Partial<StripeErrorBody> = {}, status = 400) {
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...extra });
}

export function missingParam(param: string) {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

/** A GET /v1/<things>/:id for an id that does not exist: 404, as Stripe answers. */
export function noSuch(objectName: string, id: string, param = 'id', status = 404) {
  return invalidRequest(`No such ${objectName}: '${id}'`, { code: 'resource_missing', param }, status);
}
