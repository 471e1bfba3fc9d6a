package org.iri4j.cli;

/** What {@code --format} chooses. */
enum OutputFormat {
    /** Plain results, one per line, for people and for diff (the default). */
    TEXT,
    /** One JSON object per answer, which echoes its input. */
    JSON
}
