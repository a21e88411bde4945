// Contract of issue 10 (calendar): schemas and types of its calls, filled in by the calendar work.
export {};
