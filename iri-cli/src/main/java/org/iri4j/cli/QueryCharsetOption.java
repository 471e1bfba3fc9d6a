package org.iri4j.cli;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import org.iri4j.core.IriEnvironment;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads {@code --query-charset}: a charset the mapping accepts (one that encodes US-ASCII as
 * itself), checked before any input is read, so that a bad one is a usage mistake (exit 2),
 * not a bad input line.
 */
final class QueryCharsetOption implements ITypeConverter<Charset> {

    @Override
    public Charset convert(String value) {
        try {
            Charset charset = Charset.forName(value);
            IriEnvironment.builder().build().mapperBuilder().queryCharset(charset);
            return charset;
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new TypeConversionException("unknown charset '" + value + "'");
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
