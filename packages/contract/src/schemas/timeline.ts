// Contract of issue 10 (timeline): schemas and types of its calls, filled in by the timeline work.
export {};
