/** One problem in an error response, as the spec's `ErrorDetail`. */
export interface ErrorDetail {
  key: string;
  text: string;
  loc?: (string | number)[];
}

/** The error envelope every failing response carries. */
export interface ErrorBody {
  detail: ErrorDetail[];
  request_id: string;
}

/** An error that handlers throw; the dispatcher turns it into the envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: ErrorDetail[];
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    key: string,
    text: string,
    options: { loc?: (string | number)[]; headers?: Record<string, string> } = {},
  ) {
    super(text);
    this.status = status;
    const item: ErrorDetail = { key, text };
    if (options.loc) item.loc = options.loc;
    this.detail = [item];
    this.headers = options.headers ?? {};
  }

  /** Builds an error carrying several problems (validation reports every failing field). */
  static many(status: number, detail: ErrorDetail[]): ApiError {
    const first = detail[0] ?? { key: 'error', text: 'Error' };
    const error = new ApiError(status, first.key, first.text);
    error.detail.splice(0, 1, ...detail);
    return error;
  }
}

export function errorBody(requestId: string, detail: ErrorDetail[]): ErrorBody {
  return { detail, request_id: requestId };
}

export const notFound = (what: string, id: string): ApiError =>
  new ApiError(404, 'not_found', `${what} ${id} was not found.`);

export const conflict = (key: string, text: string): ApiError => new ApiError(409, key, text);

export const invalidInput = (text: string, loc?: (string | number)[]): ApiError =>
  new ApiError(400, 'invalid_input_data', text, loc ? { loc } : {});

export const bodyInvalid = (text: string, loc?: (string | number)[]): ApiError =>
  new ApiError(422, 'validation_error', text, loc ? { loc } : {});
