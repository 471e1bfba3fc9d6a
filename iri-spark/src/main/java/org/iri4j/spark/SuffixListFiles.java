package org.iri4j.spark;

import org.apache.spark.sql.internal.SQLConf;
import org.iri4j.canon.PublicSuffixList;

/**
 * The Public Suffix List a session names in {@value IriFunctions#PUBLIC_SUFFIX_LIST_OPTION}, for
 * the registrable-domain functions only: read on the driver when a call is made, and carried
 * with the call's work to the executors, so that the file need be on the driver only. A file is
 * read again only when it has changed (its identity, size or modification time), however many
 * calls a session makes.
 */
final class SuffixListFiles {

    /** The lists read, refusing a file that is not UTF-8, has a bad line or holds no rule. */
    private static final OptionFiles<PublicSuffixList> FILES = new OptionFiles<>(
            IriFunctions.PUBLIC_SUFFIX_LIST_OPTION, "a Public Suffix List file", PublicSuffixList::load);

    private SuffixListFiles() {}

    /**
     * The list of the active session.
     *
     * @return the list the option names, or {@link PublicSuffixList#snapshot()} when it is unset
     *     or blank
     * @throws org.apache.spark.sql.AnalysisException {@code INVALID_CONF_VALUE.REQUIREMENT} when
     *     the file cannot be read, is not UTF-8, has a line that is not a rule, a comment or a
     *     blank line, or holds no rule at all (an empty download would make every top-level
     *     label a public suffix and every answer wrong)
     */
    static PublicSuffixList ofActiveSession() {
        String value = SQLConf.get().getConfString(IriFunctions.PUBLIC_SUFFIX_LIST_OPTION, "");
        return value.isBlank() ? PublicSuffixList.snapshot() : FILES.get(value);
    }
}
