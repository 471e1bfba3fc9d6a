package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.Date;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.iri4j.api.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Which values of a static final field the state rule refuses: those whose contents can change
 * (the SPI: plugins are "immutable and thread-safe"), and no other, so that no correct plugin
 * fails.
 */
class StaticValuesTest {

    /** A record of values. */
    record Pair(Object first, Object second) {}

    /** A plugin's own list on a concrete JDK one. */
    static final class OwnList extends ArrayList<String> {
        private static final long serialVersionUID = 1L;
    }

    static Stream<Object> unchanging() {
        return Stream.of(
                "text",
                42,
                4.2,
                true,
                'c',
                BigInteger.TEN,
                Severity.ERROR,
                Pattern.compile("a+"),
                List.of(),
                List.of("a"),
                Map.of("a", 1),
                Set.copyOf(List.of(1, 2)),
                Map.copyOf(Map.of("b", List.of())),
                List.of(1, 2).stream().toList(),
                Collections.unmodifiableMap(new HashMap<>(Map.of("a", "b"))),
                Collections.unmodifiableList(new ArrayList<>()),
                Collections.unmodifiableSet(EnumSet.of(Severity.ERROR)),
                Collections.emptyMap(),
                Collections.singletonList("x"),
                Collections.nCopies(3, "x"),
                new Pair("a", List.of(1)),
                Optional.of("a"),
                Optional.empty(),
                Comparator.naturalOrder(),
                (Runnable) () -> {},
                new Object(),
                new int[] {1});
    }

    static Stream<Object> changing() {
        return Stream.of(
                new HashMap<>(),
                new ArrayList<>(),
                new TreeMap<>(),
                new ConcurrentHashMap<>(),
                EnumSet.noneOf(Severity.class),
                Arrays.asList("a", "b"),
                Collections.synchronizedList(new ArrayList<>()),
                new OwnList(),
                new StringBuilder(),
                new Date(),
                new BitSet(),
                new AtomicInteger(),
                new LongAdder(),
                new SimpleDateFormat("yyyy", java.util.Locale.ROOT),
                Pattern.compile("a").matcher("a"),
                List.of(1).iterator(),
                new Pair("a", new HashMap<>()),
                Optional.of(new StringBuilder()),
                List.of(new ArrayList<>()),
                Map.of("a", new StringBuilder()),
                Map.of(new StringBuilder(), "a"),
                Collections.unmodifiableList(List.of(new HashMap<>())));
    }

    @ParameterizedTest
    @MethodSource("unchanging")
    void aValueThatCannotChangePasses(Object value) {
        assertNull(StaticValues.whyChanging(value, 4));
    }

    @ParameterizedTest
    @MethodSource("changing")
    void aValueThatCanChangeIsRefused(Object value) {
        assertNotNull(StaticValues.whyChanging(value, 4), () -> value.getClass().getName());
    }
}
