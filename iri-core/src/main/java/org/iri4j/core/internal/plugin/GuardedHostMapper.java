package org.iri4j.core.internal.plugin;

import java.util.List;
import java.util.function.Supplier;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * A {@link HostMapper} as the core uses it: its name, priority and codes asked once, and
 * every call guarded, so that anything it throws but {@link HostMappingException} (the
 * rejection of a label, which is an answer) becomes a {@link PluginFailure} naming it, and so
 * does a null answer.
 */
public final class GuardedHostMapper implements HostMapper {

    private final HostMapper mapper;
    private final String name;
    private final int priority;
    private final List<? extends ViolationCode> codes;

    /**
     * Asks a mapper about itself.
     *
     * @param mapper the mapper
     * @throws RuntimeException whatever it throws, for the caller to report
     */
    public GuardedHostMapper(HostMapper mapper) {
        this.mapper = mapper;
        this.name = requireAnswer(mapper.name(), "name()");
        this.priority = mapper.priority();
        this.codes = List.copyOf(requireAnswer(mapper.codes(), "codes()"));
    }

    private static <T> T requireAnswer(T answer, String method) {
        if (answer == null) {
            throw new IllegalArgumentException(method + " returned null");
        }
        return answer;
    }

    /** @return the mapper guarded */
    public HostMapper unguarded() {
        return mapper;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int priority() {
        return priority;
    }

    @Override
    public List<? extends ViolationCode> codes() {
        return codes;
    }

    /** @return the mapper's class name and name (quoted and capped: it is the plugin's text), for messages that name it */
    public String label() {
        return mapper.getClass().getName() + " (host mapper " + MessageText.quote(name, 0, name.length()) + ")";
    }

    @Override
    public String toAscii(String host, Purpose purpose) throws HostMappingException {
        try {
            return answer(mapper.toAscii(host, purpose), "toAscii");
        } catch (HostMappingException | PluginFailure e) {
            throw e;
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw failure("toAscii", e);
        }
    }

    @Override
    public String toUnicode(String host) {
        return guarded("toUnicode", () -> mapper.toUnicode(host));
    }

    @Override
    public String toDisplay(String host) {
        return guarded("toDisplay", () -> mapper.toDisplay(host));
    }

    @Override
    public List<Violation> inspect(String iri, int hostStart, int hostEnd) {
        try { // not through guarded(...): a check of every host must not allocate a lambda
            return answer(mapper.inspect(iri, hostStart, hostEnd), "inspect");
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw failure("inspect", e);
        }
    }

    /** A call that cannot reject a label, guarded. */
    private <T> T guarded(String method, Supplier<T> call) {
        try {
            return answer(call.get(), method);
        } catch (PluginFailure e) {
            throw e;
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw failure(method, e);
        }
    }

    private <T> T answer(T value, String method) {
        if (value == null) {
            throw new PluginFailure(label(), method + " returned null", null);
        }
        return value;
    }

    private PluginFailure failure(String method, Throwable e) {
        return new PluginFailure(label(), PluginFailure.threw(method, e), e);
    }

    @Override
    public String toString() {
        return "GuardedHostMapper[" + label() + "]";
    }
}
