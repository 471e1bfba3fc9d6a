package org.iri4j.testkit.hiddenstate;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.iri4j.api.Iri;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;

/**
 * Keeps mutable static state where the declared type does not show it: a
 * {@code static final Map} holding a {@code HashMap}, written from every thread. Otherwise it
 * keeps the contract; only the plugin rules catch it.
 */
public final class MemoPlugin implements SchemeRules {

    /** Normal forms seen so far: shared by every thread without a lock, a breach. */
    private static final Map<String, String> SEEN = new HashMap<>();

    /** For ServiceLoader. */
    public MemoPlugin() {
    }

    @Override
    public Set<String> schemes() {
        return Set.of("x-memo");
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        String path = SEEN.computeIfAbsent(iri.path(), p -> p.toLowerCase(Locale.ROOT));
        return path.equals(iri.path()) ? iri : iri.toBuilder().path(path).build();
    }
}
