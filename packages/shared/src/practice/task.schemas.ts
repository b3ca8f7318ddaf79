// Shared request and response schemas: filled in by the task work of issue 4.
export {};
