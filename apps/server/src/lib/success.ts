/** The success envelope every route answers with (`data` nests the result, as the spec's client reads it). */
export const success = <T>(data: T, message?: string) => ({ success: true as const, ...(message !== undefined && { message }), data });
