// Bounds keep one runaway client from filling the log store; stack traces fit in the message.
export const ERROR_LOG_LIMITS = { field: 200, message: 8000, deviceInfoKeys: 50 } as const;
