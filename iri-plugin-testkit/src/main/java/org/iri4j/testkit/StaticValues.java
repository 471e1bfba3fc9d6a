package org.iri4j.testkit;

import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.Buffer;
import java.text.Format;
import java.util.BitSet;
import java.util.Calendar;
import java.util.Collection;
import java.util.Date;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.StringJoiner;
import java.util.regex.Matcher;

/**
 * The values of a plugin's static final fields, read by reflection: a {@code static final Map}
 * that holds a {@code HashMap} is shared mutable state that the field's declared type hides.
 * Only what is sure to change is refused, so that no correct plugin fails:
 * <ul>
 *   <li>a collection or a map of the JDK's own modifiable kinds ({@code HashMap},
 *       {@code ArrayList}, {@code EnumSet}, the concurrent ones, {@code Arrays.asList}...),
 *       or of a plugin class extending one; {@code List.of}, {@code Map.of},
 *       {@code Set.copyOf}, {@code Collections.unmodifiable*}, {@code emptyList},
 *       {@code singleton}, {@code nCopies} are fine, their elements checked in turn;</li>
 *   <li>JDK values that change: builders, dates and calendars, atomics, {@code BitSet},
 *       {@code Random}, {@code java.text.Format}s, {@code Matcher}s, buffers, iterators;</li>
 *   <li>a non-empty array in a field that is not private: any class may write into it. A
 *       private array is its class's read-only lookup table, which the kit cannot tell from a
 *       written one, and lets pass;</li>
 *   <li>any of these inside a record or an {@code Optional}.</li>
 * </ul>
 * Strings, boxed primitives, enums, records of such, and values of the plugin's own or of
 * third-party types are fine. A field whose value reflection may not read (a module that does
 * not open its package) is left to the rule on declared types.
 */
final class StaticValues {

    /** How deep records, optionals and collections are looked into. */
    private static final int DEPTH = 4;
    /** How many elements of one collection are looked at: lookup tables can be large. */
    private static final int ELEMENTS = 10_000;
    /** The JDK's unmodifiable collection families, by class name prefix. */
    private static final List<String> UNMODIFIABLE = List.of(
            "java.util.ImmutableCollections$",
            "java.util.Collections$Unmodifiable",
            "java.util.Collections$Empty",
            "java.util.Collections$Singleton",
            "java.util.Collections$CopiesList");
    /** JDK types whose instances change. */
    private static final List<Class<?>> CHANGING = List.of(
            StringBuilder.class,
            StringBuffer.class,
            StringJoiner.class,
            Date.class,
            Calendar.class,
            BitSet.class,
            Random.class,
            Format.class,
            Matcher.class,
            Buffer.class,
            Iterator.class);

    private StaticValues() {}

    /**
     * The condition: the field's value, read through the plugin's class loader, is of no
     * changing kind.
     *
     * @param loader the class loader of the plugin's classes
     * @return the condition
     */
    static ArchCondition<JavaField> holdNoChangingValue(ClassLoader loader) {
        return new ArchCondition<>("hold no value whose contents can change") {
            @Override
            public void check(JavaField field, ConditionEvents events) {
                if (field.getModifiers().contains(JavaModifier.SYNTHETIC)) {
                    return; // an enum's $VALUES, an assertion flag: the compiler's own
                }
                String why = whyChanging(field, loader);
                if (why != null) {
                    events.add(SimpleConditionEvent.violated(
                            field,
                            "static final field " + field.getFullName()
                                    + " holds " + why
                                    + ": one plugin serves every thread; use List.of, Map.of, Set.copyOf "
                                    + "or Collections.unmodifiable* instead"));
                }
            }
        };
    }

    /** What is wrong with the field's value, or null if nothing is (or it cannot be read). */
    private static String whyChanging(JavaField field, ClassLoader loader) {
        Object value;
        Field reflected;
        try {
            Class<?> owner = Class.forName(field.getOwner().getName(), true, loader);
            reflected = owner.getDeclaredField(field.getName());
            if (!reflected.trySetAccessible()) {
                return null; // refused (a module that does not open the package): the declared-type rule stands
            }
            value = reflected.get(null);
        } catch (ClassNotFoundException | NoSuchFieldException | IllegalAccessException | SecurityException e) {
            return null; // another loader's class, or no reading allowed: the declared-type rule stands
        } catch (LinkageError e) {
            return "nothing readable: its class cannot be initialized (" + e + ")";
        }
        if (value != null && value.getClass().isArray() && Array.getLength(value) > 0) {
            return Modifier.isPrivate(reflected.getModifiers())
                    ? null
                    : "a " + value.getClass().getComponentType().getName() + "[] that any class can write into (make "
                            + "it private, as a lookup table)";
        }
        return whyChanging(value, DEPTH);
    }

    /**
     * What is wrong with a value, or null.
     *
     * @param value the value
     * @param depth how much deeper to look
     * @return for example {@code "a java.util.HashMap"}, or null
     */
    static String whyChanging(Object value, int depth) {
        if (value == null
                || depth < 0
                || value instanceof Enum
                || value.getClass().isArray()) {
            return null; // arrays: judged by their field, above
        }
        Class<?> type = value.getClass();
        for (Class<?> changing : CHANGING) {
            if (changing.isInstance(value)) {
                return "a " + type.getName();
            }
        }
        if (type.getName().startsWith("java.util.concurrent.atomic.")) {
            return "a " + type.getName();
        }
        if (value instanceof Collection || value instanceof Map) {
            return isUnmodifiable(type) ? whyElementChanging(value, depth) : modifiable(type);
        }
        if (value instanceof Optional) {
            return inside(type, ((Optional<?>) value).orElse(null), depth);
        }
        return type.isRecord() ? whyComponentChanging(value, depth) : null;
    }

    private static boolean isUnmodifiable(Class<?> type) {
        for (String family : UNMODIFIABLE) {
            if (type.getName().startsWith(family)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A JDK collection outside the unmodifiable families changes; so does a plugin's class
     * extending a concrete JDK one. A plugin's own collection on an abstract base is its
     * business.
     */
    private static String modifiable(Class<?> type) {
        Class<?> jdk = type;
        while (jdk != null && !isJdk(jdk)) {
            jdk = jdk.getSuperclass();
        }
        if (jdk == null || jdk == Object.class || jdk.getName().startsWith("java.util.Abstract")) {
            return null;
        }
        return "a " + type.getName() + (jdk == type ? "" : " (a " + jdk.getName() + ")");
    }

    private static boolean isJdk(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader == null || loader == ClassLoader.getPlatformClassLoader();
    }

    private static String whyElementChanging(Object collection, int depth) {
        Iterable<?> elements =
                collection instanceof Map ? ((Map<?, ?>) collection).entrySet() : (Collection<?>) collection;
        int seen = 0;
        for (Object element : elements) {
            if (seen++ == ELEMENTS) {
                return null;
            }
            Object[] parts = element instanceof Map.Entry
                    ? new Object[] {((Map.Entry<?, ?>) element).getKey(), ((Map.Entry<?, ?>) element).getValue()}
                    : new Object[] {element};
            for (Object part : parts) {
                String why = inside(collection.getClass(), part, depth);
                if (why != null) {
                    return why;
                }
            }
        }
        return null;
    }

    private static String whyComponentChanging(Object record, int depth) {
        for (RecordComponent component : record.getClass().getRecordComponents()) {
            Object part;
            try {
                Method accessor = component.getAccessor();
                if (!accessor.trySetAccessible()) {
                    continue;
                }
                part = accessor.invoke(record);
            } catch (ReflectiveOperationException | RuntimeException e) {
                continue; // unreadable: nothing to say about it
            }
            String why = inside(record.getClass(), part, depth);
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    private static String inside(Class<?> container, Object part, int depth) {
        String why = whyChanging(part, depth - 1);
        return why == null ? null : why + " inside a " + container.getName();
    }
}
