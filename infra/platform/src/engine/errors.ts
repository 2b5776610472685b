/** Engine failures, each with a stable code (and the cause where there is one). */
export const EngineErrorCodes = {
  /** The request is invalid before it is sent. */
  BadRequest: "ENGINE_BAD_REQUEST",
  /** The server answered with an error status or an error event. */
  Rejected: "ENGINE_REJECTED",
  /** Connection refused, reset or dropped. */
  Unavailable: "ENGINE_UNAVAILABLE",
  /** No response, or no chunk, within requestTimeoutMs. */
  Timeout: "ENGINE_TIMEOUT",
  /** The caller's signal aborted the request (stop). */
  Aborted: "ENGINE_ABORTED",
  /** The response did not follow the protocol. */
  Protocol: "ENGINE_PROTOCOL",
} as const;
export type EngineErrorCode = (typeof EngineErrorCodes)[keyof typeof EngineErrorCodes];

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "EngineError";
  }
}

export class EngineBadRequestError extends EngineError {
  constructor(message: string) {
    super(EngineErrorCodes.BadRequest, message);
    this.name = "EngineBadRequestError";
  }
}

export class EngineRejectedError extends EngineError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(EngineErrorCodes.Rejected, `engine answered ${status}: ${message}`);
    this.name = "EngineRejectedError";
  }
}

export class EngineUnavailableError extends EngineError {
  constructor(message: string, cause?: unknown) {
    super(EngineErrorCodes.Unavailable, message, { cause });
    this.name = "EngineUnavailableError";
  }
}

export class EngineTimeoutError extends EngineError {
  constructor(ms: number) {
    super(EngineErrorCodes.Timeout, `engine sent nothing for ${ms} ms`);
    this.name = "EngineTimeoutError";
  }
}

export class EngineAbortedError extends EngineError {
  constructor(reason?: unknown) {
    super(EngineErrorCodes.Aborted, "engine request aborted", { cause: reason });
    this.name = "EngineAbortedError";
  }
}

export class EngineProtocolError extends EngineError {
  constructor(message: string) {
    super(EngineErrorCodes.Protocol, message);
    this.name = "EngineProtocolError";
  }
}
