package org.iri4j.cli;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.iri4j.canon.DomainInput;
import org.iri4j.canon.PublicSuffixList;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri domain [--input link|host] [--public-suffix] [--icann-only] [--list FILE] INPUT}:
 * the registrable domain (eTLD+1) of a link's host, from the Public Suffix List, as the URL
 * Standard's "obtain the registrable domain" (§3.2) defines it.
 */
@Command(
        name = "domain",
        mixinStandardHelpOptions = true,
        description = {
            "Print the registrable domain of a link's host (its public suffix and one label more, e.g. example.co.uk "
                    + "for www.example.co.uk), from the Public Suffix List iri4j ships or --list; an empty line "
                    + "(exit 1) when the host has none: an IP address, or a public suffix itself.",
            "JSON (--format json): {\"input\", \"host\", \"registrableDomain\", \"publicSuffix\", \"section\": "
                    + "\"icann\"|\"private\"|null, \"list\"}: null where there is none."
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
        String host = kind.host(in[0]);
        Optional<String> domain = list.registrableDomain(host);
        Optional<String> publicSuffix = list.publicSuffix(host);
        String line = (suffix ? publicSuffix : domain).orElse("");
        JsonObject json = new JsonObject()
                .string("host", host)
                .string("registrableDomain", domain.orElse(null))
                .string("publicSuffix", publicSuffix.orElse(null))
                .string(
                        "section",
                        list.section(host)
                                .map(s -> s.name().toLowerCase(Locale.ROOT))
                                .orElse(null))
                .string("list", list.source());
        return Answer.of(line, json).negative(line.isEmpty());
    }
}
