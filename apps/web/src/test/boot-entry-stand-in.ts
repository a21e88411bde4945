// Stands in for the app's entry in boot.test.ts: the boot script imports it by the address a rendered page names.
(globalThis as { onBootEntryRun?: () => void }).onBootEntryRun?.();
