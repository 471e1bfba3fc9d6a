package org.iri4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.iri4j.canon.internal.tools.StrictUtf8;

/**
 * The {@code --batch} loop on several threads, with the output in input order.
 *
 * <p>The calling thread reads lines into chunks of raw bytes; worker threads decode each line,
 * answer it and encode the answer; a writer thread writes the chunks' output in the order the
 * chunks were read. The queue between reader and writer holds at most a few chunks per
 * worker, and a chunk at most {@link #CHUNK_LINES} lines or {@link #CHUNK_BYTES} bytes (a
 * longer line is a chunk of its own), so memory stays bounded however long the input. When
 * the reader would wait for input, the lines it holds go out as a chunk at once and it waits
 * until every answer so far is written and flushed: as with one thread, a peer that sends a
 * line and waits for its answer gets it before the command asks for more. (Reading a file,
 * the input never makes it wait.) A line longer than the maximum takes no room in its chunk:
 * only its length. When the reader of standard output has gone ({@link ClosedPipe}), the
 * writer stops, the reader stops reading, and the batch ends quietly with status 0.
 */
final class ParallelBatch {

    /** Lines per chunk: enough to make a task's cost small beside its work. */
    static final int CHUNK_LINES = 1024;
    /** Bytes per chunk, past which a chunk is handed over before it has its lines. */
    static final int CHUNK_BYTES = 1 << 20;

    private final Io io;
    private final LineFunction function;
    private final int maxLineLength;
    private final Progress progress;
    private final BlockingQueue<Future<Chunk>> queue;
    private final Future<Chunk> endOfInput = CompletableFuture.completedFuture(null);
    private final ExecutorService workers;
    /** The chunk the reader is filling: the reader's own. */
    private Chunk current = new Chunk();
    /** Why the batch stops before its input ends, set once by the thread that finds out. */
    private volatile Stop stop;
    /** Chunks handed to the workers, and chunks written and flushed: guarded by {@code this}. */
    private long handedOver;

    private long flushed;

    ParallelBatch(Io io, LineFunction function, int threads, int maxLineLength, Progress progress) {
        this.io = io;
        this.function = function;
        this.maxLineLength = maxLineLength;
        this.progress = progress;
        this.queue = new ArrayBlockingQueue<>(2 * threads + 2);
        this.workers = Executors.newFixedThreadPool(threads, DaemonThreads.named("iri-batch-worker"));
    }

    /**
     * Why a batch stops before its input ends.
     *
     * @param message the line for standard error, or null when there is nothing to say
     */
    private record Stop(String message) {
        /** The reader of standard output has gone: nothing to say, and nothing went wrong. */
        static final Stop READER_GONE = new Stop(null);
    }

    /** Lines read and not yet answered, then their answers: a chunk goes from reader to writer. */
    private static final class Chunk {
        private byte[] data = new byte[1 << 12];
        private int size;
        /** Where each line ends; never more than {@link #CHUNK_LINES}, since a full chunk is handed over. */
        private final int[] ends = new int[CHUNK_LINES];
        /** Why each line too long to read was not, null for the others; null while there is none. */
        private Failure[] refused;

        private int lines;
        private int errors;

        boolean isFull() {
            return lines == CHUNK_LINES || size >= CHUNK_BYTES;
        }

        void add(byte[] bytes, int from, int length) {
            if (size + length > data.length) {
                try {
                    data = Arrays.copyOf(data, Capacity.grow(data.length, (long) size + length, Capacity.MAX_ARRAY));
                } catch (OutOfMemoryError e) {
                    // One large allocation failed, nothing half done: the line goes unanswered, not the batch.
                    addRefused(Failure.lineTooLongForTheHeap(length));
                    return;
                }
            }
            System.arraycopy(bytes, from, data, size, length);
            size += length;
            ends[lines++] = size;
        }

        /** Adds a line that was not read: no bytes, why. */
        void addRefused(Failure why) {
            if (refused == null) {
                refused = new Failure[CHUNK_LINES];
            }
            refused[lines] = why;
            ends[lines++] = size;
        }

        /** @return why line {@code i} was not read, or null if it was */
        Failure refused(int i) {
            return refused == null ? null : refused[i];
        }
    }

    /**
     * Runs the batch.
     *
     * @return 0 when every line was read and answered, {@link Cli#BAD_INPUT} if reading or writing failed
     */
    int run() {
        Thread writer = DaemonThreads.named("iri-batch-writer").newThread(this::write);
        writer.start();
        try {
            read();
        } catch (IOException e) {
            stopWith("cannot read: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopWith("interrupted");
        } finally {
            putQuietly(endOfInput);
            join(writer);
            workers.shutdownNow();
            progress.finish();
        }
        Stop stopped = stop;
        if (stopped == null || stopped == Stop.READER_GONE) {
            return 0;
        }
        io.errorLine("iri: batch stopped, " + stopped.message());
        io.err().flush();
        return Cli.BAD_INPUT;
    }

    private void read() throws IOException, InterruptedException {
        // Before the reader would wait for input, what it holds goes out, answered; once the batch
        // has stopped, no more input is read: a peer may be waiting for answers that will not come.
        LineReader reader = new LineReader(
                io.in(),
                () -> {
                    handOver();
                    awaitFlushed();
                    return stop == null;
                },
                maxLineLength);
        int length;
        while (stop == null && (length = reader.nextLength()) != LineReader.END) {
            if (length == LineReader.TOO_LONG) {
                current.addRefused(reader.refusal());
            } else {
                current.add(reader.bytes(), reader.start(), length);
            }
            if (current.isFull()) {
                handOver();
            }
        }
        handOver();
    }

    /** Records why the batch stops, unless a reason came first. */
    private void stopWith(String message) {
        stopWith(new Stop(message));
    }

    private synchronized void stopWith(Stop why) {
        if (stop == null) {
            stop = why;
        }
        notifyAll();
    }

    private void handOver() {
        Chunk chunk = current;
        if (chunk.lines == 0 || stop != null) {
            return;
        }
        current = new Chunk();
        try {
            queue.put(workers.submit(() -> answer(chunk)));
            synchronized (this) {
                handedOver++;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopWith("interrupted");
        }
    }

    /** Waits until every chunk handed over is written and flushed, or the batch has stopped. */
    private synchronized void awaitFlushed() {
        try {
            while (flushed < handedOver && stop == null) {
                wait();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopWith("interrupted");
        }
    }

    private synchronized void flushedUpTo(long written) {
        flushed = written;
        notifyAll();
    }

    /** A worker's part: each line decoded, answered and encoded, into the chunk's own buffer. */
    private Chunk answer(Chunk chunk) {
        ByteSink out = new ByteSink(chunk.size + chunk.lines * 16);
        int start = 0;
        for (int i = 0; i < chunk.lines; i++) {
            int end = chunk.ends[i];
            Failure refused = chunk.refused(i);
            OutputLine output = refused != null
                    ? function.refused(refused)
                    : function.apply(StrictUtf8.decode(chunk.data, start, end - start));
            out.write(output.text().getBytes(StandardCharsets.UTF_8));
            out.write('\n');
            chunk.errors += output.failed() ? 1 : 0;
            start = end;
        }
        chunk.data = out.bytes;
        chunk.size = out.size;
        return chunk;
    }

    /** The writer's part: the chunks' output in order, flushed when nothing more is ready. */
    private void write() {
        OutputStream out = io.outStream();
        long written = 0;
        try {
            Future<Chunk> next;
            while ((next = queue.take()) != endOfInput) {
                Chunk chunk = next.get();
                out.write(chunk.data, 0, chunk.size);
                progress.add(chunk.lines, chunk.errors);
                written++;
                if (queue.isEmpty()) {
                    out.flush();
                    flushedUpTo(written);
                }
            }
            out.flush();
        } catch (IOException e) {
            stopWriting(ClosedPipe.is(e) ? Stop.READER_GONE : new Stop("cannot write: " + e.getMessage()));
        } catch (ExecutionException e) {
            stopWriting(new Stop("internal error: " + e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopWriting(new Stop("interrupted"));
        } catch (RuntimeException | Error e) {
            // Whatever ends the writer must stop the reader too, or it waits for room forever.
            stopWriting(new Stop("internal error: " + e));
        }
    }

    /** After a failure: the reader is told (and woken), and what it still hands over is taken and dropped. */
    private void stopWriting(Stop why) {
        stopWith(why);
        drain();
    }

    /** After a failure, takes what the reader still hands over, so that it never waits for room. */
    private void drain() {
        try {
            while (queue.take() != endOfInput) {
                // dropped: the batch has stopped
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void putQuietly(Future<Chunk> item) {
        try {
            queue.put(item);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A growable byte buffer without ByteArrayOutputStream's locking and copying on return. */
    private static final class ByteSink {
        private byte[] bytes;
        private int size;

        ByteSink(int capacity) {
            bytes = new byte[Math.max(16, capacity)];
        }

        void write(byte[] b) {
            ensure(b.length);
            System.arraycopy(b, 0, bytes, size, b.length);
            size += b.length;
        }

        void write(int b) {
            ensure(1);
            bytes[size++] = (byte) b;
        }

        private void ensure(int more) {
            if (size + more > bytes.length || size + more < 0) {
                bytes = Arrays.copyOf(bytes, Capacity.grow(bytes.length, (long) size + more, Capacity.MAX_ARRAY));
            }
        }
    }
}
