package org.iri4j.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The progress of a long batch on one refreshing line of standard error, as {@code pv} and
 * {@code rsync --progress} show theirs: lines done, lines per second, errors so far; then, at
 * the end, one summary line with the lines, the errors and the seconds. Never on standard
 * output. {@link #NONE} shows nothing.
 */
class Progress {

    /** No progress shown. */
    static final Progress NONE = new Progress();

    /** How often the line is redrawn. */
    private static final long PERIOD_MILLIS = 250;

    private final PrintWriter err;
    private final AtomicLong lines = new AtomicLong();
    private final AtomicLong errors = new AtomicLong();
    private final long start = System.nanoTime();
    private final ScheduledExecutorService ticker;
    /** Guarded by {@code this}, like {@link #drawn}. */
    private int drawn;
    /** Set by {@link #finish}: a tick that started before the ticker stopped draws nothing after the summary. */
    private boolean finished;

    private Progress() {
        this.err = null;
        this.ticker = null;
    }

    private Progress(PrintWriter err) {
        this.err = err;
        this.ticker = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("iri-batch-progress"));
        // Shown at once, as pv does, and then redrawn: even a batch shorter than a period shows it.
        draw();
        ticker.scheduleAtFixedRate(this::draw, PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    /**
     * The progress shown on a stream.
     *
     * @param err standard error
     * @return a progress that draws on it every quarter of a second until {@link #finish}
     */
    static Progress on(PrintWriter err) {
        return new Progress(err);
    }

    /**
     * Counts lines written.
     *
     * @param count  lines
     * @param failed how many of them report an error
     */
    void add(int count, int failed) {
        if (ticker == null) {
            return;
        }
        lines.addAndGet(count);
        errors.addAndGet(failed);
    }

    /** Stops the refreshing line and writes the summary in its place. */
    void finish() {
        if (ticker == null) {
            return;
        }
        ticker.shutdownNow();
        synchronized (this) {
            finished = true;
            double seconds = (System.nanoTime() - start) / 1e9;
            line(String.format(Locale.ROOT, "iri: %,d lines, %,d errors, %.1f s", lines.get(), errors.get(), seconds));
            err.println();
            err.flush();
        }
    }

    private synchronized void draw() {
        if (finished) {
            return;
        }
        double seconds = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
        long done = lines.get();
        line(String.format(
                Locale.ROOT, "iri: %,d lines, %,.0f lines/s, %,d errors", done, done / seconds, errors.get()));
        err.flush();
    }

    /** Writes a line over the last one: carriage return, the text, spaces over what is left of the old one. */
    private void line(String text) {
        err.print('\r');
        err.print(text);
        for (int i = text.length(); i < drawn; i++) {
            err.print(' ');
        }
        drawn = text.length();
    }
}
