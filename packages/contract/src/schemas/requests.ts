// Contract of issue 10 (requests): schemas and types of its calls, filled in by the requests work.
export {};
