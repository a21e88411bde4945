// Pure timeline rules (progress tiers, window of events), filled in by the timeline work.
export {};
