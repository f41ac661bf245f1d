/** Every response is one of these two shapes (ARCHITECTURE.md, API conventions). */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface FieldError {
  field: string;
  msg: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldError[];
}
