// Shared request and response schemas: filled in by the client work of issue 4.
export {};
