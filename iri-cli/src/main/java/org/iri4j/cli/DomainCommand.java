package org.iri4j.cli;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import org.iri4j.api.Violation;
import org.iri4j.canon.DomainAnswer;
import org.iri4j.canon.PublicSuffixList;
import org.iri4j.canon.internal.tools.DomainInput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri domain [--input link|host] [--public-suffix] [--icann-only] [--list FILE] INPUT}:
 * the registrable domain (eTLD+1) of a link's host, from the Public Suffix List, as the URL
 * Standard's "obtain the registrable domain" (§3.2) defines it, and the reason when there is
 * none ({@link DomainAnswer#reason()}): "not a host" is bad input, "no registrable domain" an
 * empty answer.
 */
@Command(
        name = "domain",
        mixinStandardHelpOptions = true,
        description = {
            "Print the registrable domain of a link's host (its public suffix and one label more, e.g. example.co.uk "
                    + "for www.example.co.uk), from the Public Suffix List iri4j ships or --list.",
            "A host without one (an IP address, a public suffix itself, a single label such as localhost) gives an "
                    + "empty line (exit 1) and its reason on standard error: canon.IP_ADDRESS, canon.PUBLIC_SUFFIX or "
                    + "canon.SINGLE_LABEL. An input that is no host is bad input: canon.NOT_A_HOST with the character "
                    + "and its index (example.com:8080: U+003A COLON at index 11: a host has no port), or for a link the "
                    + "URL Standard's error or canon.NO_HOST; with --batch, ERROR<TAB>code<TAB>message.",
            "JSON (--format json): {\"input\", \"host\", \"registrableDomain\", \"publicSuffix\", \"section\": "
                    + "\"icann\"|\"private\"|null, \"list\", \"reason\": {\"code\", \"message\"}|null}: null where "
                    + "there is none; \"reason\" says why \"registrableDomain\" is null."
        })
final class DomainCommand extends OneInputCommand {

    /** {@code --input}. */
    static final class InputOption extends EnumOption<DomainInput> {
        InputOption() {
            super(DomainInput.class);
        }
    }

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "INPUT",
            hideParamSyntax = true,
            description = "The link or host (none with --batch).")
    private String input;

    @Option(
            names = "--input",
            paramLabel = "KIND",
            defaultValue = "link",
            converter = InputOption.class,
            description = "link (default: read as a browser reads it; a link without a scheme as http://, so that "
                    + "www.example.com/a works) or host (ASCII or Unicode, in any case, as the list reads hosts; "
                    + "the answer keeps the host's form).")
    private DomainInput kind;

    @Option(names = "--public-suffix", description = "Print the public suffix (co.uk) instead.")
    private boolean suffix;

    @Option(
            names = "--icann-only",
            description = "Use the list's ICANN section only, not the PRIVATE one (where github.io is a public "
                    + "suffix): as Guava's registry suffixes.")
    private boolean icannOnly;

    @Option(
            names = "--list",
            paramLabel = "FILE",
            description = "Read the Public Suffix List from this file (public_suffix_list.dat's format, UTF-8) "
                    + "instead of the snapshot iri4j ships.")
    private Path listFile;

    private PublicSuffixList list;

    @Override
    String input() {
        return input;
    }

    @Override
    void checkOptions() {
        try {
            list = listFile == null ? PublicSuffixList.snapshot() : PublicSuffixList.load(listFile);
        } catch (NoSuchFileException e) {
            throw usage("--list " + listFile + ": no such file");
        } catch (IOException e) {
            throw usage("--list " + listFile + ": cannot read it: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw usage("--list " + listFile + ": " + e.getMessage());
        }
        list = icannOnly ? list.icannOnly() : list;
    }

    @Override
    Answer answer(String[] in) {
        DomainAnswer found = kind.lookup(list, in[0]).requireHost(); // not a host: bad input
        String line = (suffix ? found.publicSuffix() : found.registrableDomain()).orElse("");
        Violation reason = found.reason().orElse(null);
        JsonObject json = new JsonObject()
                .string("host", found.host().orElse(null))
                .string("registrableDomain", found.registrableDomain().orElse(null))
                .string("publicSuffix", found.publicSuffix().orElse(null))
                .string(
                        "section",
                        found.section()
                                .map(s -> s.name().toLowerCase(Locale.ROOT))
                                .orElse(null))
                .string("list", list.source())
                .object(
                        "reason",
                        reason == null
                                ? null
                                : new JsonObject()
                                        .string("code", reason.code().id())
                                        .string("message", reason.message()));
        Answer answer = Answer.of(line, json).negative(line.isEmpty());
        // An empty line is the answer whenever there is none (the public suffix of an IP address
        // included), and then a reason is always there.
        return line.isEmpty() ? answer.withNote(reason.code().id() + ": " + reason.message()) : answer;
    }
}
