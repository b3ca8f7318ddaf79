// Shared request and response schemas: filled in by the matter work of issue 4.
export {};
