// Shared request and response schemas: filled in by the deadline work of issue 4.
export {};
