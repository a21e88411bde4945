// Owned by issue 13; filled in by its sub-area.
export {};
