// Preloaded into the bench's server process (node --import): answers its memory usage over the IPC channel
// the bench opened, so the bench can report heap per socket without any code in the app itself.
// The channel is unref'd: it never keeps the server alive on its own.
if (process.send && process.channel) {
  process.on('message', (message) => {
    if (message?.type !== 'memory') return;
    if (message.isCollected && typeof globalThis.gc === 'function') globalThis.gc();
    process.send({ type: 'memory', usage: process.memoryUsage() });
  });
  process.channel.unref();
}
