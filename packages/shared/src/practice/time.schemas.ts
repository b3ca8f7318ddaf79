// Shared request and response schemas: filled in by the time work of issue 4.
export {};
