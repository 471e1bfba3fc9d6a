package org.iri4j.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a number of bytes as {@code head -c} and {@code sort -S} take one: decimal digits,
 * then optionally {@code K}, {@code M} or {@code G} (in either case) for 1024, 1024² or 1024³;
 * from 1 to {@link LineReader#MAX_LIMIT} (1G). Another value is a usage mistake that says so.
 */
final class ByteCountOption implements ITypeConverter<Integer> {

    @Override
    public Integer convert(String value) {
        long count = parse(value);
        if (count < 1 || count > LineReader.MAX_LIMIT) {
            throw new TypeConversionException("expected a number of bytes from 1 to 1G (" + LineReader.MAX_LIMIT
                    + "), optionally followed by K, M or G (1024, 1024\u00B2, 1024\u00B3), not '" + value + "'");
        }
        return (int) count;
    }

    /** @return the count, or -1 when the value is not digits and an optional suffix (or is past any limit) */
    private static long parse(String value) {
        int digits = value.length();
        int shift = 0;
        if (!value.isEmpty()) {
            shift = switch (value.charAt(value.length() - 1)) {
                case 'k', 'K' -> 10;
                case 'm', 'M' -> 20;
                case 'g', 'G' -> 30;
                default -> 0;
            };
            digits -= shift == 0 ? 0 : 1;
        }
        if (digits == 0 || digits > 10) {
            return -1; // ten digits are past 1G already; more could overflow
        }
        long count = 0;
        for (int i = 0; i < digits; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            count = count * 10 + (c - '0');
        }
        // Past the limit before the suffix is past it after: checked here, the shift cannot overflow.
        return count > LineReader.MAX_LIMIT ? -1 : count << shift;
    }
}
