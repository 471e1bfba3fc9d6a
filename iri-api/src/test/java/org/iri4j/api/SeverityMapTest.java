package org.iri4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.iri4j.api.ViolationCodeTest.GeoCode;
import org.iri4j.api.ViolationCodeTest.PlainCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The severity map, which gives every code its severity in a check: in the standard profile
 * a scheme's rules are warnings, so that validity is the generic grammar of the rule asked
 * for (RFC 3987 §2.2); the strict profile makes them errors. Both profiles, overrides and
 * ignored codes, by code and by id, the grammar's errors that no map may lower, and value
 * semantics.
 */
class SeverityMapTest {

    private static final GeoCode LATITUDE = GeoCode.LATITUDE_OUT_OF_RANGE;
    private static final GeoCode UNCERTAINTY = GeoCode.UNCERTAINTY_NOT_NUMBER;

    static Stream<IriCode> grammarCodes() {
        return Stream.of(IriCode.values()).filter(IriCode::isGrammar);
    }

    // ---- the profiles --------------------------------------------------------------------

    /**
     * SeverityMap javadoc, standard(): "a violation a scheme plugin or host mapper reports (and
     * PLUGIN_FAILED) is at most a WARNING", so that check agrees with the generic grammar
     * (RFC 3987 §2.2); the core's codes keep their own severity.
     */
    @Test
    void standardMakesSchemeRulesWarnings() {
        SeverityMap map = SeverityMap.standard();
        assertEquals(SeverityMap.Profile.STANDARD, map.profile());
        assertEquals(Severity.WARNING, map.severity(LATITUDE));
        assertEquals(Severity.WARNING, map.schemeRuleSeverity(LATITUDE));
        assertEquals(Severity.WARNING, map.severity(UNCERTAINTY));
        assertEquals(Severity.WARNING, map.severity(IriCode.PLUGIN_FAILED));
        assertEquals(Severity.WARNING, map.schemeRuleSeverity(IriCode.PLUGIN_FAILED));
        assertEquals(Severity.ERROR, map.severity(IriCode.ILLEGAL_CHARACTER));
        assertEquals(Severity.WARNING, map.severity(IriCode.EMPTY_PORT));
        assertFalse(map.isIgnored(LATITUDE));
        assertFalse(map.isIgnored(IriCode.EMPTY_PORT));
    }

    /** SeverityMap javadoc, strict(): "every code has the severity its specification gives it". */
    @ParameterizedTest
    @EnumSource(IriCode.class)
    void strictGivesEveryCoreCodeItsOwnSeverity(IriCode code) {
        assertEquals(code.severity(), SeverityMap.strict().severity(code), code::name);
    }

    /** SeverityMap javadoc, strict(): "a scheme's MUSTs make the IRI invalid"; its SHOULDs and the core's stay warnings. */
    @Test
    void strictGivesPluginCodesTheirOwnSeverity() {
        SeverityMap map = SeverityMap.strict();
        assertEquals(SeverityMap.Profile.STRICT, map.profile());
        assertEquals(Severity.ERROR, map.severity(LATITUDE));
        assertEquals(Severity.ERROR, map.schemeRuleSeverity(LATITUDE));
        assertEquals(Severity.WARNING, map.severity(UNCERTAINTY), "a plugin's SHOULD stays a warning");
        assertEquals(Severity.ERROR, map.severity(IriCode.PLUGIN_FAILED));
        assertEquals(Severity.WARNING, map.severity(IriCode.EMPTY_PORT), "strict does not raise the core's SHOULDs");
    }

    /** The core's codes other than those reported for plugins are not scheme rules: standard leaves them as they are. */
    @ParameterizedTest
    @EnumSource(
            value = IriCode.class,
            names = {"PLUGIN_FAILED", "HOST_MAPPING_FAILED"},
            mode = EnumSource.Mode.EXCLUDE)
    void standardGivesCoreCodesTheirOwnSeverity(IriCode code) {
        assertEquals(code.severity(), SeverityMap.standard().severity(code), code::name);
    }

    /**
     * IriCode.isSchemeRule: a plugin's failure and a DNS host ToASCII refuses are reported for
     * plugins, so standard caps them at WARNING and strict gives them their own ERROR; neither
     * is part of the grammar, so a map may lower it.
     */
    @ParameterizedTest
    @EnumSource(
            value = IriCode.class,
            names = {"PLUGIN_FAILED", "HOST_MAPPING_FAILED"})
    void codesReportedForPluginsAreSchemeRules(IriCode code) {
        assertTrue(code.isSchemeRule());
        assertFalse(code.isGrammar());
        assertEquals(Severity.WARNING, SeverityMap.standard().severity(code));
        assertEquals(Severity.ERROR, SeverityMap.strict().severity(code));
        assertEquals(
                Severity.WARNING,
                SeverityMap.strict().with(code, Severity.WARNING).severity(code));
    }

    /**
     * IriCode.DEFAULT_PORT: the default port is a plugin's trait, so the code is a scheme rule;
     * RFC 3986 §3.2.3 makes it a SHOULD, a warning in both profiles.
     */
    @Test
    void theDefaultPortIsASchemeRuleAndAWarningInBothProfiles() {
        assertTrue(IriCode.DEFAULT_PORT.isSchemeRule());
        assertFalse(IriCode.DEFAULT_PORT.isGrammar());
        assertEquals(Severity.WARNING, SeverityMap.standard().severity(IriCode.DEFAULT_PORT));
        assertEquals(Severity.WARNING, SeverityMap.strict().severity(IriCode.DEFAULT_PORT));
    }

    /** SeverityMap.of: "standard() or strict()", the shared maps of the profiles. */
    @Test
    void profilesAreShared() {
        assertSame(SeverityMap.standard(), SeverityMap.of(SeverityMap.Profile.STANDARD));
        assertSame(SeverityMap.strict(), SeverityMap.of(SeverityMap.Profile.STRICT));
        assertThrows(NullPointerException.class, () -> SeverityMap.of(null));
    }

    // ---- with ----------------------------------------------------------------------------

    /** SeverityMap javadoc: "any code can be given another severity (with)", whatever the profile says. */
    @Test
    void withOverridesAnyCodeInEitherProfile() {
        SeverityMap strictLowered = SeverityMap.strict().with(LATITUDE, Severity.WARNING);
        assertEquals(Severity.WARNING, strictLowered.severity(LATITUDE));
        assertEquals(Severity.WARNING, strictLowered.schemeRuleSeverity(LATITUDE));
        assertEquals(SeverityMap.Profile.STRICT, strictLowered.profile());
        SeverityMap standardRaised = SeverityMap.standard().with(LATITUDE, Severity.ERROR);
        assertEquals(Severity.ERROR, standardRaised.severity(LATITUDE));
        assertEquals(Severity.ERROR, standardRaised.schemeRuleSeverity(LATITUDE));
        assertEquals(Severity.WARNING, standardRaised.severity(UNCERTAINTY), "only the code named");
        SeverityMap corePortRaised = SeverityMap.standard().with(IriCode.EMPTY_PORT, Severity.ERROR);
        assertEquals(Severity.ERROR, corePortRaised.severity(IriCode.EMPTY_PORT));
        SeverityMap pluginFailedRaised = SeverityMap.standard().with(IriCode.PLUGIN_FAILED, Severity.ERROR);
        assertEquals(Severity.ERROR, pluginFailedRaised.schemeRuleSeverity(IriCode.PLUGIN_FAILED));
        SeverityMap pluginFailedLowered = SeverityMap.strict().with(IriCode.PLUGIN_FAILED, Severity.WARNING);
        assertEquals(Severity.WARNING, pluginFailedLowered.schemeRuleSeverity(IriCode.PLUGIN_FAILED));
    }

    /** SeverityMap javadoc: "Immutable and thread-safe; with and ignoring return new maps." */
    @Test
    void withAndIgnoringReturnNewMaps() {
        SeverityMap standard = SeverityMap.standard();
        SeverityMap raised = standard.with(LATITUDE, Severity.ERROR);
        SeverityMap ignoring = standard.ignoring(LATITUDE);
        assertEquals(Severity.WARNING, standard.severity(LATITUDE));
        assertFalse(standard.isIgnored(LATITUDE));
        assertNotEquals(standard, raised);
        assertNotEquals(standard, ignoring);
        SeverityMap twice = raised.with(UNCERTAINTY, Severity.ERROR);
        assertEquals(Severity.WARNING, raised.severity(UNCERTAINTY));
        assertEquals(Severity.ERROR, twice.severity(UNCERTAINTY));
        assertEquals(Severity.ERROR, twice.severity(LATITUDE));
    }

    /** The last word on a code wins: a later with replaces an earlier one. */
    @Test
    void aLaterWithReplacesAnEarlierOne() {
        SeverityMap map = SeverityMap.standard().with(LATITUDE, Severity.ERROR).with(LATITUDE, Severity.WARNING);
        assertEquals(Severity.WARNING, map.severity(LATITUDE));
        assertEquals(SeverityMap.standard().with(LATITUDE, Severity.WARNING), map);
    }

    /**
     * SeverityMap javadoc: "Codes are matched by ViolationCode.id()": an override given by id
     * string, or by another code object with the same id, applies to the plugin's enum
     * constant (ViolationCode javadoc: "two codes are the same code when their ids are equal").
     */
    @Test
    void codesAreMatchedByIdAcrossDistinctObjects() {
        PlainCode twin = new PlainCode("geo", "LATITUDE_OUT_OF_RANGE", Severity.WARNING, "another object");
        SeverityMap byTwin = SeverityMap.strict().with(twin, Severity.WARNING);
        assertEquals(Severity.WARNING, byTwin.severity(LATITUDE));
        SeverityMap byId = SeverityMap.strict().with("geo.LATITUDE_OUT_OF_RANGE", Severity.WARNING);
        assertEquals(Severity.WARNING, byId.severity(LATITUDE));
        assertEquals(byTwin, byId);
        assertEquals(SeverityMap.strict().with(LATITUDE, Severity.WARNING), byId);

        assertTrue(SeverityMap.standard().ignoring(twin).isIgnored(LATITUDE));
        assertTrue(SeverityMap.standard().ignoring("geo.LATITUDE_OUT_OF_RANGE").isIgnored(LATITUDE));
        assertTrue(SeverityMap.standard().ignoring(LATITUDE).isIgnored(twin));
        assertTrue(
                SeverityMap.standard().ignoring("EMPTY_PORT").isIgnored(IriCode.EMPTY_PORT),
                "a core id is its bare name");

        // the same name in another namespace is another code
        PlainCode otherNamespace = new PlainCode("geo2", "LATITUDE_OUT_OF_RANGE", Severity.ERROR, "r");
        assertEquals(Severity.ERROR, byId.severity(otherNamespace));
        assertFalse(SeverityMap.standard().ignoring(LATITUDE).isIgnored(otherNamespace));
    }

    // ---- ignoring ------------------------------------------------------------------------

    /** SeverityMap javadoc: a code "left out of checks (ignoring)"; any code, including the core's SHOULDs. */
    @Test
    void ignoringLeavesACodeOut() {
        SeverityMap map = SeverityMap.strict()
                .ignoring(LATITUDE)
                .ignoring(IriCode.EMPTY_PORT)
                .ignoring(IriCode.PLUGIN_FAILED);
        assertTrue(map.isIgnored(LATITUDE));
        assertTrue(map.isIgnored(IriCode.EMPTY_PORT));
        assertTrue(map.isIgnored(IriCode.PLUGIN_FAILED));
        assertFalse(map.isIgnored(UNCERTAINTY));
        assertFalse(map.isIgnored(IriCode.ILLEGAL_CHARACTER));
    }

    /** with and ignoring are the two answers for one code: the later one replaces the earlier. */
    @Test
    void withAndIgnoringReplaceEachOther() {
        SeverityMap ignoredThenGiven = SeverityMap.standard().ignoring(LATITUDE).with(LATITUDE, Severity.ERROR);
        assertFalse(ignoredThenGiven.isIgnored(LATITUDE));
        assertEquals(Severity.ERROR, ignoredThenGiven.severity(LATITUDE));
        assertEquals(SeverityMap.standard().with(LATITUDE, Severity.ERROR), ignoredThenGiven);

        SeverityMap givenThenIgnored =
                SeverityMap.standard().with(LATITUDE, Severity.ERROR).ignoring(LATITUDE);
        assertTrue(givenThenIgnored.isIgnored(LATITUDE));
        assertEquals(Severity.WARNING, givenThenIgnored.severity(LATITUDE), "the override is gone");
        assertEquals(SeverityMap.standard().ignoring(LATITUDE), givenThenIgnored);
    }

    // ---- the grammar's errors ------------------------------------------------------------

    /**
     * SeverityMap javadoc: "except the grammar's errors (IriCode.isGrammar()): parse rejects
     * those whatever a map says, and a check must agree with it" (RFC 3987 §2.2).
     */
    @ParameterizedTest
    @MethodSource("grammarCodes")
    void aGrammarErrorCannotBeLoweredOrIgnored(IriCode code) {
        for (SeverityMap map : List.of(SeverityMap.standard(), SeverityMap.strict())) {
            IllegalArgumentException byCode =
                    assertThrows(IllegalArgumentException.class, () -> map.with(code, Severity.WARNING));
            assertTrue(byCode.getMessage().contains(code.id()), byCode::getMessage);
            assertThrows(IllegalArgumentException.class, () -> map.with(code.id(), Severity.WARNING));
            assertThrows(IllegalArgumentException.class, () -> map.ignoring(code));
            assertThrows(IllegalArgumentException.class, () -> map.ignoring(code.id()));
            // a code object of another class with the grammar code's id is that code
            PlainCode twin = new PlainCode("", code.name(), Severity.WARNING, "r");
            assertThrows(IllegalArgumentException.class, () -> map.with(twin, Severity.WARNING));
            assertThrows(IllegalArgumentException.class, () -> map.ignoring(twin));
            // saying it is an error changes nothing and is allowed
            assertEquals(Severity.ERROR, map.with(code, Severity.ERROR).severity(code));
        }
    }

    /** A plugin's code named like a grammar code is another code (namespace.NAME): it may be lowered. */
    @Test
    void aPluginCodeNamedLikeAGrammarCodeMayBeLowered() {
        PlainCode pluginIllegal = new PlainCode("geo", "ILLEGAL_CHARACTER", Severity.ERROR, "r");
        SeverityMap map =
                SeverityMap.strict().with(pluginIllegal, Severity.WARNING).ignoring("geo.INVALID_PORT");
        assertEquals(Severity.WARNING, map.severity(pluginIllegal));
        assertEquals(Severity.ERROR, map.severity(IriCode.ILLEGAL_CHARACTER));
        assertFalse(map.isIgnored(IriCode.INVALID_PORT));
    }

    // ---- arguments -----------------------------------------------------------------------

    /** SeverityMap.with(String, ...): IllegalArgumentException if "the id is empty"; null references are programming errors. */
    @Test
    void badArgumentsAreRejected() {
        SeverityMap map = SeverityMap.standard();
        assertThrows(IllegalArgumentException.class, () -> map.with("", Severity.ERROR));
        assertThrows(IllegalArgumentException.class, () -> map.with((String) null, Severity.ERROR));
        assertThrows(IllegalArgumentException.class, () -> map.ignoring(""));
        assertThrows(IllegalArgumentException.class, () -> map.ignoring((String) null));
        assertThrows(NullPointerException.class, () -> map.with(LATITUDE, null));
        assertThrows(NullPointerException.class, () -> map.with((ViolationCode) null, Severity.ERROR));
        assertThrows(NullPointerException.class, () -> map.ignoring((ViolationCode) null));
    }

    // ---- value semantics -----------------------------------------------------------------

    /** Two maps that say the same thing are equal, whatever order they were built in. */
    @Test
    void equalsAndHashCode() {
        // two maps built apart, with the same override: equal by what they say, not by identity
        SeverityMap raised = SeverityMap.standard().with(LATITUDE, Severity.ERROR);
        SeverityMap raisedAgain = SeverityMap.standard().with(LATITUDE, Severity.ERROR);
        assertNotSame(raised, raisedAgain);
        assertEquals(raised, raisedAgain);
        assertEquals(raised.hashCode(), raisedAgain.hashCode());
        assertNotEquals(SeverityMap.standard(), SeverityMap.strict());
        SeverityMap ab = SeverityMap.standard()
                .with(LATITUDE, Severity.ERROR)
                .with(IriCode.EMPTY_PORT, Severity.ERROR)
                .ignoring(UNCERTAINTY)
                .ignoring(IriCode.NOT_NFC);
        SeverityMap ba = SeverityMap.standard()
                .ignoring(IriCode.NOT_NFC)
                .with(IriCode.EMPTY_PORT, Severity.ERROR)
                .ignoring(UNCERTAINTY)
                .with(LATITUDE, Severity.ERROR);
        assertEquals(ab, ba);
        assertEquals(ab.hashCode(), ba.hashCode());
        SeverityMap byIds = SeverityMap.standard()
                .with("geo.LATITUDE_OUT_OF_RANGE", Severity.ERROR)
                .with("EMPTY_PORT", Severity.ERROR)
                .ignoring("geo.UNCERTAINTY_NOT_NUMBER")
                .ignoring("NOT_NFC");
        assertEquals(ab, byIds);
        assertEquals(ab.hashCode(), byIds.hashCode());
        // the same overrides on another profile
        SeverityMap strictAb = SeverityMap.strict()
                .with(LATITUDE, Severity.ERROR)
                .with(IriCode.EMPTY_PORT, Severity.ERROR)
                .ignoring(UNCERTAINTY)
                .ignoring(IriCode.NOT_NFC);
        assertNotEquals(ab, strictAb);
        // an override to the severity the profile gives anyway is still an override
        assertNotEquals(SeverityMap.standard(), SeverityMap.standard().with(IriCode.EMPTY_PORT, Severity.WARNING));
        assertNotEquals(SeverityMap.standard(), null);
        assertNotEquals(SeverityMap.standard(), "STANDARD");
    }

    /** For messages and logs: the profile, the overrides and the ignored codes, by id. */
    @Test
    void toStringShowsTheProfileAndOverrides() {
        String s = SeverityMap.strict()
                .with(LATITUDE, Severity.WARNING)
                .ignoring(IriCode.EMPTY_PORT)
                .toString();
        assertTrue(s.contains("STRICT"), s);
        assertTrue(s.contains("geo.LATITUDE_OUT_OF_RANGE"), s);
        assertTrue(s.contains("EMPTY_PORT"), s);
        assertTrue(SeverityMap.standard().toString().contains("STANDARD"));
    }
}
