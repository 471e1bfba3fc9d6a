package org.iri4j.web;

/**
 * Where the delimiters of a URL's serialization are (URL Standard §4.5), as the serializer
 * writes them; -1 for a component that is absent. The end of the host is not kept: the port
 * serialized after it says how long it is ({@link Layout#hostEnd()}).
 *
 * @param schemeEnd     the index of the {@code :} after the scheme
 * @param usernameEnd   the index after the username: its {@code :} or {@code @}, or where the
 *                      host starts when there are no credentials; -1 when the host is null
 * @param hostStart     the index where the host starts (after {@code //} and the credentials'
 *                      {@code @}), or -1 when the host is null
 * @param pathStart     the index where the path starts
 * @param queryStart    the index of the {@code ?}, or -1 when the query is null
 * @param fragmentStart the index of the {@code #}, or -1 when the fragment is null
 */
record Offsets(int schemeEnd, int usernameEnd, int hostStart, int pathStart, int queryStart, int fragmentStart) {}
